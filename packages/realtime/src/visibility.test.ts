import { describe, expect, it } from 'vitest';
import {
  chatViewerFor,
  isVisibleInAssessmentConversation,
  isVisibleInDirectConversation,
} from './visibility';

const PATIENT = { id: 1, isPractitioner: false };
const DOCTOR = { id: 2, isPractitioner: true };
const OTHER_PATIENT = 3;
const OTHER_DOCTOR = 4;
const ASSESSMENT = 50;
const OTHER_ASSESSMENT = 51;

const msg = (senderId: number, receiverId: number | null, assessmentId: number | null) => ({
  senderId,
  receiverId,
  assessmentId,
});

describe('isVisibleInAssessmentConversation', () => {
  describe('for a practitioner', () => {
    const context = { viewer: DOCTOR, assessmentId: ASSESSMENT };

    it('shows every message of the assessment, whoever sent or received it', () => {
      expect(isVisibleInAssessmentConversation(msg(OTHER_PATIENT, OTHER_DOCTOR, ASSESSMENT), context)).toBe(
        true,
      );
      expect(isVisibleInAssessmentConversation(msg(PATIENT.id, DOCTOR.id, ASSESSMENT), context)).toBe(true);
    });

    it('hides messages of another assessment, even their own', () => {
      expect(isVisibleInAssessmentConversation(msg(DOCTOR.id, PATIENT.id, OTHER_ASSESSMENT), context)).toBe(
        false,
      );
    });

    it('hides messages without an assessment', () => {
      expect(isVisibleInAssessmentConversation(msg(PATIENT.id, DOCTOR.id, null), context)).toBe(false);
    });
  });

  describe('for a patient', () => {
    const context = { viewer: PATIENT, assessmentId: ASSESSMENT };

    it('shows the messages of that assessment', () => {
      expect(isVisibleInAssessmentConversation(msg(DOCTOR.id, PATIENT.id, ASSESSMENT), context)).toBe(true);
    });

    it('shows messages they sent that carry another assessment', () => {
      expect(isVisibleInAssessmentConversation(msg(PATIENT.id, DOCTOR.id, OTHER_ASSESSMENT), context)).toBe(
        true,
      );
    });

    it('shows messages they received that carry another assessment', () => {
      expect(isVisibleInAssessmentConversation(msg(DOCTOR.id, PATIENT.id, OTHER_ASSESSMENT), context)).toBe(
        true,
      );
    });

    it('hides their messages without an assessment', () => {
      expect(isVisibleInAssessmentConversation(msg(DOCTOR.id, PATIENT.id, null), context)).toBe(false);
      expect(isVisibleInAssessmentConversation(msg(PATIENT.id, DOCTOR.id, null), context)).toBe(false);
    });

    it('hides other people’s messages about another assessment', () => {
      expect(
        isVisibleInAssessmentConversation(msg(OTHER_PATIENT, DOCTOR.id, OTHER_ASSESSMENT), context),
      ).toBe(false);
    });

    it('hides broadcasts about another assessment', () => {
      expect(isVisibleInAssessmentConversation(msg(DOCTOR.id, null, OTHER_ASSESSMENT), context)).toBe(false);
    });
  });
});

describe('isVisibleInDirectConversation', () => {
  describe('for a patient talking to a practitioner', () => {
    const context = { viewer: PATIENT, counterpartId: DOCTOR.id };

    it('shows what they sent to the counterpart', () => {
      expect(isVisibleInDirectConversation(msg(PATIENT.id, DOCTOR.id, null), context)).toBe(true);
    });

    it('shows what the counterpart sent to them', () => {
      expect(isVisibleInDirectConversation(msg(DOCTOR.id, PATIENT.id, null), context)).toBe(true);
    });

    it('shows the counterpart’s broadcasts', () => {
      expect(isVisibleInDirectConversation(msg(DOCTOR.id, null, null), context)).toBe(true);
    });

    it('hides the counterpart’s messages to someone else, even about an assessment', () => {
      expect(isVisibleInDirectConversation(msg(DOCTOR.id, OTHER_PATIENT, null), context)).toBe(false);
      expect(isVisibleInDirectConversation(msg(DOCTOR.id, OTHER_PATIENT, ASSESSMENT), context)).toBe(false);
    });

    it('hides messages with a third person and other people’s broadcasts', () => {
      expect(isVisibleInDirectConversation(msg(OTHER_DOCTOR, PATIENT.id, null), context)).toBe(false);
      expect(isVisibleInDirectConversation(msg(PATIENT.id, OTHER_DOCTOR, null), context)).toBe(false);
      expect(isVisibleInDirectConversation(msg(OTHER_DOCTOR, null, null), context)).toBe(false);
    });
  });

  describe('for a practitioner talking to a patient', () => {
    const context = { viewer: DOCTOR, counterpartId: PATIENT.id };

    it('shows messages between them both ways', () => {
      expect(isVisibleInDirectConversation(msg(DOCTOR.id, PATIENT.id, null), context)).toBe(true);
      expect(isVisibleInDirectConversation(msg(PATIENT.id, DOCTOR.id, null), context)).toBe(true);
    });

    it('shows assessment messages the counterpart sent to someone else', () => {
      expect(isVisibleInDirectConversation(msg(PATIENT.id, OTHER_DOCTOR, ASSESSMENT), context)).toBe(true);
    });

    it('shows assessment messages the counterpart received from someone else', () => {
      expect(isVisibleInDirectConversation(msg(OTHER_DOCTOR, PATIENT.id, ASSESSMENT), context)).toBe(true);
    });

    it('hides the counterpart’s non-assessment messages with someone else', () => {
      expect(isVisibleInDirectConversation(msg(OTHER_DOCTOR, PATIENT.id, null), context)).toBe(false);
    });

    it('hides assessment messages that do not involve the counterpart', () => {
      expect(isVisibleInDirectConversation(msg(OTHER_PATIENT, OTHER_DOCTOR, ASSESSMENT), context)).toBe(
        false,
      );
      expect(isVisibleInDirectConversation(msg(DOCTOR.id, OTHER_PATIENT, ASSESSMENT), context)).toBe(false);
    });
  });
});

describe('chatViewerFor', () => {
  const base = { id: 9, isPractitioner: false, isAdmin: false };

  it("gives practitioners and admins the practitioners' view, and patients their own", () => {
    expect(chatViewerFor(base)).toEqual({ id: 9, isPractitioner: false });
    expect(chatViewerFor({ ...base, isPractitioner: true })).toEqual({ id: 9, isPractitioner: true });
    expect(chatViewerFor({ ...base, isAdmin: true })).toEqual({ id: 9, isPractitioner: true });
  });

  it("lets an admin see a patient's assessment messages in their direct conversation", () => {
    const admin = chatViewerFor({ ...base, isAdmin: true });
    const message = msg(PATIENT.id, OTHER_DOCTOR, ASSESSMENT);
    expect(isVisibleInDirectConversation(message, { viewer: admin, counterpartId: PATIENT.id })).toBe(true);
  });
});
