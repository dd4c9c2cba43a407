/** The account fields are the contract's: @sme/contract/routes/account-fields. */
export * from '@sme/contract/routes/account-fields';
