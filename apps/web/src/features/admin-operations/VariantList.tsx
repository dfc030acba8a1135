import { api } from '@telehealth/api';
import { type AdminMedicationVariant, adminOperationsMessages, formatAud } from '@telehealth/contract';
import { Badge, Button, ConfirmDialog, Inline, Link, List, Text } from '@telehealth/ui';
import { useState } from 'react';
import { RouterLink } from '../../frames/RouterLink';
import { serverError, succeeded, useAction } from '../shared/useAction';

/** '50 mg tablet, pack of 4'. */
export const variantName = (variant: AdminMedicationVariant) =>
  `${variant.strength} ${variant.form}, pack of ${variant.packSize}`;

/**
 * A medicine's variants (docs/product/admin.md): strength, form, pack size, price and whether it is active, with edit,
 * activate or deactivate, and delete for a variant no prescription uses (one in use can only be deactivated).
 */
export function VariantList({ variants }: { variants: readonly AdminMedicationVariant[] }) {
  const setActive = api.adminOperations.setMedicationVariantActive.useMutation();
  const remove = api.adminOperations.deleteMedicationVariant.useMutation();
  const [deleting, setDeleting] = useState<AdminMedicationVariant | null>(null);

  const toggle = useAction(
    (variant: AdminMedicationVariant) =>
      setActive.trigger({ params: { id: variant.id }, body: { isActive: !variant.isActive } }),
    {
      success: (_, variant) =>
        succeeded(`${variantName(variant)} ${variant.isActive ? 'deactivated' : 'activated'}`),
      failure: serverError('The variant could not be changed.'),
    },
  );
  const removeVariant = useAction(
    (variant: AdminMedicationVariant) => remove.trigger({ params: { id: variant.id } }),
    {
      success: succeeded(adminOperationsMessages.variantDeleted),
      failure: serverError(adminOperationsMessages.variantInUse),
    },
  );

  if (variants.length === 0) return <Text tone="muted">No variants yet.</Text>;
  return (
    <>
      <List gap="small">
        {variants.map((variant) => {
          const name = `${variant.medicationName} ${variantName(variant)}`;
          return (
            <li key={variant.id}>
              <Inline gap="small" align="center">
                <Text>{`${variantName(variant)} · ${formatAud(variant.priceCents)}`}</Text>
                {variant.isActive ? (
                  <Badge tone="positive">Active</Badge>
                ) : (
                  <Badge tone="neutral">Inactive</Badge>
                )}
                <Link asChild>
                  <RouterLink
                    href={`/admin/medications/edit-variant/${variant.medicationId}/${variant.id}`}
                    aria-label={`Edit ${name}`}
                  >
                    Edit
                  </RouterLink>
                </Link>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${variant.isActive ? 'Deactivate' : 'Activate'} ${name}`}
                  onClick={() => void toggle(variant)}
                >
                  {variant.isActive ? 'Deactivate' : 'Activate'}
                </Button>
                {variant.inUse ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="critical"
                    aria-label={`Delete ${name}`}
                    onClick={() => setDeleting(variant)}
                  >
                    Delete
                  </Button>
                )}
              </Inline>
            </li>
          );
        })}
      </List>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete variant"
        description={`Delete ${deleting ? variantName(deleting) : 'this variant'}? This cannot be undone.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="critical"
        busy={remove.isMutating}
        onConfirm={async () => {
          if (deleting) await removeVariant(deleting);
          setDeleting(null);
        }}
      />
    </>
  );
}
