"""User-facing messages of apps.accounts; tests import them rather than repeating the text."""

WRONG_CREDENTIALS = "Wrong username or password."
INACTIVE_ACCOUNT = "This account is disabled."
NOT_A_MEMBER = "You are not a member of this project."
ROLE_REQUIRED = "This action needs one of these roles in the project: {roles}."
