// The messages of settings.arb, as its module exports them: written by scripts/catalog-types.ts.
import type { Message } from '@tessera/shared/i18n/catalog';
/** Title of the workspace settings page. */
export declare const settingsTitle: Message<'settings'>;
/** Subtitle of the workspace settings page. */
export declare const settingsSubtitle: Message<'settings'>;
/** Title shown on the settings page to someone without a permission to change any setting. */
export declare const settingsForbiddenTitle: Message<'settings'>;
/** Text shown on the settings page to someone without a permission to change any setting. */
export declare const settingsForbiddenText: Message<'settings'>;
/** Title of the API tokens section of the settings page. */
export declare const tokensSettingsTitle: Message<'settings'>;
/** Shown in the API tokens settings while the longest allowed token lifetime loads. */
export declare const tokensCeilingLoading: Message<'settings'>;
/** Error title in the API tokens settings when the longest allowed token lifetime could not be loaded. */
export declare const tokensCeilingLoadFailed: Message<'settings'>;
/** Accessible name of the form in the API tokens settings that sets the longest token lifetime. */
export declare const tokensCeilingForm: Message<'settings'>;
/** Label of the number field in the API tokens settings: the most days a new API token may last. */
export declare const tokensCeilingDays: Message<'settings'>;
/** Hint under the days field of the API tokens settings while the server's environment decides. API_TOKEN_MAX_DAYS is an environment variable: keep it as it is. */
export declare const tokensCeilingEnvironmentHint: Message<'settings'>;
/** Hint under the days field of the API tokens settings once a number was saved. */
export declare const tokensCeilingHint: Message<'settings'>;
/** Button that saves the longest API token lifetime in the API tokens settings. */
export declare const tokensCeilingSave: Message<'settings'>;
/** Shown after the longest API token lifetime was saved. {days} is the number of days saved. */
export declare const tokensCeilingSaved: Message<'settings'>;
/** Title of the provisioning section of the settings page: the identity provider creates and deactivates accounts through SCIM (a protocol name, keep it). */
export declare const scimTitle: Message<'settings'>;
/** Shown while the provisioning (SCIM) section of the settings page loads. */
export declare const scimLoading: Message<'settings'>;
/** Error title when the provisioning (SCIM) settings could not be loaded. */
export declare const scimLoadFailed: Message<'settings'>;
/** Subject of the kit's message "… could not be loaded. Check the connection and retry.", shown when the code of the provisioning (SCIM) section of the settings page could not be downloaded. */
export declare const scimWhat: Message<'settings'>;
/** Label of the read-only field holding the SCIM address to give the identity provider. */
export declare const scimBaseUrl: Message<'settings'>;
/** Hint under the SCIM base URL field. */
export declare const scimBaseUrlHint: Message<'settings'>;
/** Heading of the SCIM tokens part of the provisioning section. */
export declare const scimTokensTitle: Message<'settings'>;
/** Shown while the SCIM tokens load. */
export declare const scimTokensLoading: Message<'settings'>;
/** Error title when the SCIM tokens could not be loaded. */
export declare const scimTokensLoadFailed: Message<'settings'>;
/** Shown in the provisioning section when no SCIM token was made. */
export declare const scimTokensEmpty: Message<'settings'>;
/** Accessible name of the list of SCIM tokens. */
export declare const scimTokensList: Message<'settings'>;
/** After a SCIM token's name in the list. {made} is when it was made and {used} when the identity provider last used it, both a date and time already formatted. */
export declare const scimTokenDates: Message<'settings'>;
/** After the name of a SCIM token that was never used, in the list. {made} is when it was made, a date and time already formatted. */
export declare const scimTokenDatesNeverUsed: Message<'settings'>;
/** Button that revokes a SCIM token. {name} is the token's name (e.g. Entra ID). */
export declare const scimRevoke: Message<'settings'>;
/** Error title when revoking a SCIM token failed; the server's reason follows. */
export declare const scimRevokeFailed: Message<'settings'>;
/** Title of the box showing a new SCIM token's secret once. {name} is the token's name. */
export declare const scimTokenMade: Message<'settings'>;
/** Note in the box showing a new SCIM token's secret once. */
export declare const scimTokenMadeNote: Message<'settings'>;
/** Label of the read-only field holding a new SCIM token's secret, to copy. */
export declare const scimTokenSecret: Message<'settings'>;
/** Accessible name of the form that makes a SCIM token. */
export declare const scimNewTokenForm: Message<'settings'>;
/** Label of the name field of a new SCIM token (e.g. the identity provider's name). */
export declare const scimTokenName: Message<'settings'>;
/** Button that makes a SCIM token with the name typed. */
export declare const scimNewToken: Message<'settings'>;
/** Error title when making a SCIM token failed; the server's reason follows. */
export declare const scimCreateFailed: Message<'settings'>;
/** Accessible name of the form mapping SCIM groups to roles. */
export declare const scimRoleMapForm: Message<'settings'>;
/** Heading of the form mapping SCIM groups to roles. */
export declare const scimRolesFromGroups: Message<'settings'>;
/** Label of the JSON field mapping SCIM group names to roles. */
export declare const scimRoleMap: Message<'settings'>;
/** Hint under the SCIM role map. "user" is the role's name as the JSON map writes it: keep it in English. */
export declare const scimRoleMapHint: Message<'settings'>;
/** Error under the SCIM role map when it is not JSON. {example} is an example map in JSON. */
export declare const scimRoleMapNotJson: Message<'settings'>;
/** Error under the SCIM role map when it is JSON but not an object. {example} is an example map in JSON. */
export declare const scimRoleMapNotObject: Message<'settings'>;
/** Button that saves the SCIM role map. */
export declare const scimSaveRoleMap: Message<'settings'>;
/** Shown after the SCIM role map was saved: every provisioned person's role was recomputed. */
export declare const scimRoleMapSaved: Message<'settings'>;
/** Title of the machine translation section of the settings page. */
export declare const mtTitle: Message<'settings'>;
/** Shown while the machine translation settings load. */
export declare const mtLoading: Message<'settings'>;
/** Error title when the machine translation settings could not be loaded. */
export declare const mtLoadFailed: Message<'settings'>;
/** Title of the note shown instead of the machine translation form when the server's environment variables decide the settings. */
export declare const mtEnvironmentTitle: Message<'settings'>;
/** Body of the note when the server's environment sets machine translation. {hasProvider} is yes when a provider is set, and {provider} its name (e.g. DeepL API); otherwise machine translation is off. {hasUrl} is yes when {url}, the provider's address, is set; {hasModel} yes when {model}, the model's name, is set; {hasKey} yes when an API key is set. MT_PROVIDER, MT_URL, MT_API_KEY and MT_MODEL are environment variables: keep them as they are. */
export declare const mtEnvironmentText: Message<'settings'>;
/** Accessible name of the machine translation settings form. */
export declare const mtForm: Message<'settings'>;
/** Explanation at the top of the machine translation settings form. */
export declare const mtIntro: Message<'settings'>;
/** Label of the list choosing the machine translation provider. */
export declare const mtProvider: Message<'settings'>;
/** Choice of the machine translation provider list: no machine translation. */
export declare const mtOff: Message<'settings'>;
/** Label of the provider address field when the provider (DeepL) needs none. */
export declare const mtUrlOptional: Message<'settings'>;
/** Label of the provider address field. */
export declare const mtUrl: Message<'settings'>;
/** Hint under the URL field for DeepL. {suffix} is the ending of DeepL Free API keys (:fx), {freeHost} the host name those keys use. */
export declare const mtUrlHintDeepl: Message<'settings'>;
/** Hint under the URL field for LibreTranslate. {example} is an example address. */
export declare const mtUrlHintLibreTranslate: Message<'settings'>;
/** Hint under the URL field for an OpenAI-compatible server. {openai} is OpenAI's address, {ollama} the usual address of a local Ollama server. */
export declare const mtUrlHintOpenAi: Message<'settings'>;
/** Checkbox in the machine translation settings allowing a provider at a private address. {examples} lists such addresses (localhost, 10.x, …). */
export declare const mtPrivateNetwork: Message<'settings'>;
/** Label of the model name field for an OpenAI-compatible provider. */
export declare const mtModel: Message<'settings'>;
/** Hint under the model field. {examples} lists model names (gpt-4o-mini, llama3.1). */
export declare const mtModelHint: Message<'settings'>;
/** Label of the machine translation provider's API key field. */
export declare const mtApiKey: Message<'settings'>;
/** Placeholder of the empty API key field when a key is stored. */
export declare const mtApiKeyStoredPlaceholder: Message<'settings'>;
/** Hint under the API key field when a key is stored for this provider and address. */
export declare const mtApiKeyKeptHint: Message<'settings'>;
/** Hint under the API key field when a key is stored but the provider or address changed. */
export declare const mtApiKeyRetypeHint: Message<'settings'>;
/** Hint under the API key field for DeepL when no key is stored. */
export declare const mtApiKeyRequiredDeepl: Message<'settings'>;
/** Hint under the API key field for LibreTranslate or an OpenAI-compatible server when no key is stored. */
export declare const mtApiKeyOptionalHint: Message<'settings'>;
/** Checkbox that removes the stored API key when saving. */
export declare const mtRemoveKey: Message<'settings'>;
/** Shown after the machine translation settings were saved. */
export declare const mtSaved: Message<'settings'>;
/** Button that saves the machine translation settings. */
export declare const mtSave: Message<'settings'>;
/** Heading (and accessible name) of the form that sends a sample sentence through the saved machine translation provider. */
export declare const mtTryTitle: Message<'settings'>;
/** Label of the sample text field of the try the provider form. */
export declare const mtTryText: Message<'settings'>;
/** Button that sends the sample text to the machine translation provider. */
export declare const mtTryTranslate: Message<'settings'>;
/** Error title when the machine translation provider did not translate the sample text; its reason follows. */
export declare const mtTryFailed: Message<'settings'>;
/** After the provider's translation of the sample text. {provider} is the provider's name (e.g. DeepL API), {milliseconds} how long it took, already formatted. */
export declare const mtTryResult: Message<'settings'>;
/** What trying the provider gave: {target} is the provider's translation of the sample text (kept as it came), {details} the message mtTryResult that follows it (the provider and the time taken, in parentheses). Japanese: no space between them, the parentheses being full-width. */
export declare const mtTryOutcome: Message<'settings'>;
/** Title of the single sign-on section of the settings page. */
export declare const ssoTitle: Message<'settings'>;
/** Shown while the single sign-on providers load. */
export declare const ssoProvidersLoading: Message<'settings'>;
/** Error title when the single sign-on providers could not be loaded. */
export declare const ssoProvidersLoadFailed: Message<'settings'>;
/** Shown in the single sign-on section when no provider is set up. */
export declare const ssoProvidersEmpty: Message<'settings'>;
/** Accessible name of the list of single sign-on providers. */
export declare const ssoProvidersList: Message<'settings'>;
/** Shown beside a single sign-on provider set in the server's environment (it cannot be edited here). {variables} names the environment variables, e.g. OIDC_*. */
export declare const ssoSetByServer: Message<'settings'>;
/** Button that loads a single sign-on provider into the form below to change it. {name} is the provider's button label (e.g. Okta). */
export declare const ssoEditProvider: Message<'settings'>;
/** Button that removes a single sign-on provider. {name} is the provider's button label (e.g. Okta). */
export declare const ssoRemoveProvider: Message<'settings'>;
/** Error title when removing a single sign-on provider failed; the server's reason follows. */
export declare const ssoNotRemoved: Message<'settings'>;
/** Term under a SAML provider in the list, followed by Tessera's entity ID (an address) for the admin to enter at the identity provider. */
export declare const ssoSamlEntityId: Message<'settings'>;
/** Term under a SAML provider in the list, followed by the address where the identity provider posts its assertions (a SAML term). */
export declare const ssoSamlAcsUrl: Message<'settings'>;
/** One item of the line describing a single sign-on provider (items are lowercase phrases separated by commas). {groups} lists each group with the role it gives, e.g. "translators → user, pm → manager". */
export declare const ssoFactGroups: Message<'settings'>;
/** One item of the line describing a SAML provider. {entityId} is the identity provider's entity ID (an address). */
export declare const ssoFactSamlIdp: Message<'settings'>;
/** One item of the line describing a SAML provider whose metadata was not read yet. */
export declare const ssoFactSamlIdpUnread: Message<'settings'>;
/** One item of the line describing a SAML provider. {count} is how many signing certificates its metadata holds. */
export declare const ssoFactSigningCertificates: Message<'settings'>;
/** One item of the line describing a SAML provider. {attribute} is the name of the SAML attribute holding the person's groups. */
export declare const ssoFactGroupsAttribute: Message<'settings'>;
/** One item of the line describing a company directory (LDAP) provider. {url} is the directory's address. */
export declare const ssoFactDirectory: Message<'settings'>;
/** One item of the line describing a company directory (LDAP) provider reached with StartTLS (a protocol name, keep it). {url} is the directory's address. */
export declare const ssoFactDirectoryStartTls: Message<'settings'>;
/** One item of the line describing a company directory (LDAP) provider: the service account it searches with. {dn} is that account's distinguished name. */
export declare const ssoFactBoundAs: Message<'settings'>;
/** One item of the line describing a company directory (LDAP) provider that searches without a service account. */
export declare const ssoFactAnonymousSearch: Message<'settings'>;
/** One item of the line describing a company directory (LDAP) provider: the service account's password is stored. */
export declare const ssoFactPasswordStored: Message<'settings'>;
/** One item of the line describing a company directory (LDAP) provider: no service account password is stored. */
export declare const ssoFactNoPassword: Message<'settings'>;
/** One item of the line describing a company directory (LDAP) provider. {base} is the directory entry under which people are searched (a DN). */
export declare const ssoFactPeopleUnder: Message<'settings'>;
/** One item of the line describing an OpenID Connect provider. {clientId} is the client ID registered at the provider. */
export declare const ssoFactClient: Message<'settings'>;
/** One item of the line describing an OpenID Connect provider: its client secret is stored. */
export declare const ssoFactSecretStored: Message<'settings'>;
/** One item of the line describing an OpenID Connect provider: no client secret is stored. */
export declare const ssoFactNoSecret: Message<'settings'>;
/** Accessible name of the form that adds or changes a single sign-on provider. */
export declare const ssoProviderForm: Message<'settings'>;
/** Heading of the provider form while it changes a provider. {name} is the provider's button label. */
export declare const ssoChangeProvider: Message<'settings'>;
/** Heading of the provider form when no provider was chosen with Edit. */
export declare const ssoAddProvider: Message<'settings'>;
/** Label of the list choosing the provider's protocol (OpenID Connect, company directory, SAML 2.0). */
export declare const ssoProtocol: Message<'settings'>;
/** Choice of the protocol list: a company directory reached by LDAP (LDAP and Active Directory are product names, keep them). */
export declare const ssoProtocolLdap: Message<'settings'>;
/** Label of the field for the provider's short name, used in its addresses. */
export declare const ssoShortName: Message<'settings'>;
/** Hint under the short name field for a SAML provider. Keep the path; translate only "short name" inside the angle brackets. */
export declare const ssoShortNameHintSaml: Message<'settings'>;
/** Hint under the short name field for a company directory (LDAP) provider. */
export declare const ssoShortNameHintLdap: Message<'settings'>;
/** Hint under the short name field for an OpenID Connect provider. Keep the path; translate only "short name" inside the angle brackets. */
export declare const ssoShortNameHintOidc: Message<'settings'>;
/** Label of the field for the text of the provider's button on the sign-in page. */
export declare const ssoButtonLabel: Message<'settings'>;
/** Label of the list choosing where a SAML identity provider's metadata comes from. */
export declare const ssoSamlMetadata: Message<'settings'>;
/** Choice of the metadata list: read from the identity provider's metadata address. */
export declare const ssoSamlMetadataFromUrl: Message<'settings'>;
/** Choice of the metadata list: the admin pastes the metadata XML. */
export declare const ssoSamlMetadataPasted: Message<'settings'>;
/** Label of the SAML identity provider's metadata address field. */
export declare const ssoSamlMetadataUrl: Message<'settings'>;
/** Hint under the SAML metadata URL field. */
export declare const ssoSamlMetadataUrlHint: Message<'settings'>;
/** Label of the field where the SAML identity provider's metadata XML is pasted. */
export declare const ssoSamlMetadataXml: Message<'settings'>;
/** Hint under the metadata XML field while changing a SAML provider. */
export declare const ssoSamlMetadataKept: Message<'settings'>;
/** Label of the field naming the SAML attribute that holds a person's groups. */
export declare const ssoSamlGroupsAttribute: Message<'settings'>;
/** Checkbox of the SAML provider form. */
export declare const ssoSamlIdpInitiated: Message<'settings'>;
/** Checkbox of the SAML provider form. */
export declare const ssoSamlPrivateNetwork: Message<'settings'>;
/** Checkbox of the SAML provider form. */
export declare const ssoSamlTrustEmail: Message<'settings'>;
/** Label of the field for the certificate Tessera uses with this SAML provider (PEM is a file format, keep it). */
export declare const ssoSamlSpCertificate: Message<'settings'>;
/** Hint under Tessera's certificate field in the SAML provider form. */
export declare const ssoSamlSpCertificateHint: Message<'settings'>;
/** Label of the field for the private key of Tessera's certificate for this SAML provider (PEM is a file format, keep it). */
export declare const ssoSamlSpPrivateKey: Message<'settings'>;
/** Hint under the private key field when a key is stored. */
export declare const ssoSamlSpPrivateKeyKept: Message<'settings'>;
/** Hint under the private key field when no key is stored. */
export declare const ssoSamlSpPrivateKeyNew: Message<'settings'>;
/** Label of the company directory's address field (LDAP provider). */
export declare const ssoLdapUrl: Message<'settings'>;
/** Hint under the directory URL field. ldaps://, ldap:// and StartTLS are technical terms: keep them. */
export declare const ssoLdapUrlHint: Message<'settings'>;
/** Checkbox of the company directory (LDAP) provider form. */
export declare const ssoLdapStartTls: Message<'settings'>;
/** Checkbox of the company directory (LDAP) provider form. */
export declare const ssoLdapAllowPlain: Message<'settings'>;
/** Label of the field for certificate authorities to trust when connecting to the directory (PEM is a file format, keep it). */
export declare const ssoLdapCa: Message<'settings'>;
/** Hint under the CA certificates field. */
export declare const ssoLdapCaHint: Message<'settings'>;
/** Label of the field for the distinguished name (DN) of the account that searches the directory. */
export declare const ssoLdapBindDn: Message<'settings'>;
/** Hint under the service account DN field. */
export declare const ssoLdapBindDnHint: Message<'settings'>;
/** Label of the service account's password field. */
export declare const ssoLdapBindPassword: Message<'settings'>;
/** Hint under the service account password field. */
export declare const ssoLdapBindPasswordHint: Message<'settings'>;
/** Label of the field for the directory entry under which people are searched (search base DN). */
export declare const ssoLdapSearchBase: Message<'settings'>;
/** Label of the LDAP filter that finds the person signing in. */
export declare const ssoLdapSearchFilter: Message<'settings'>;
/** Hint under the person filter field. {username} is the placeholder "{username}" itself, which the admin writes in the filter; {activeDirectory} is an example filter for Active Directory. */
export declare const ssoLdapSearchFilterHint: Message<'settings'>;
/** Label of the field for the directory entry under which groups are searched. */
export declare const ssoLdapGroupBase: Message<'settings'>;
/** Hint under the group search base field. {attribute} is the LDAP attribute memberOf. */
export declare const ssoLdapGroupBaseHint: Message<'settings'>;
/** Label of the LDAP filter that finds a person's groups. */
export declare const ssoLdapGroupFilter: Message<'settings'>;
/** Hint under the group filter field. {dn} is the placeholder "{dn}" itself, which the admin writes in the filter; DN means distinguished name. */
export declare const ssoLdapGroupFilterHint: Message<'settings'>;
/** Checkbox of the company directory (LDAP) provider form. {attribute} is the LDAP attribute mail (the person's email address). */
export declare const ssoLdapTrustMail: Message<'settings'>;
/** Label of the OpenID Connect provider's issuer address field. */
export declare const ssoOidcIssuer: Message<'settings'>;
/** Label of the OpenID Connect client ID field. */
export declare const ssoOidcClientId: Message<'settings'>;
/** Label of the OpenID Connect client secret field. */
export declare const ssoOidcClientSecret: Message<'settings'>;
/** Hint under the client secret field. */
export declare const ssoOidcClientSecretHint: Message<'settings'>;
/** Label of the field naming the OpenID Connect claim that holds a person's groups. */
export declare const ssoOidcGroupsClaim: Message<'settings'>;
/** Label of the JSON field mapping the provider's groups to roles. */
export declare const ssoRoleMap: Message<'settings'>;
/** Error under the groups to roles field when it is not JSON. {example} is an example map in JSON. */
export declare const ssoRoleMapNotJson: Message<'settings'>;
/** Hint under the groups to roles field for a company directory (LDAP) provider. */
export declare const ssoRoleMapHintLdap: Message<'settings'>;
/** Hint under the groups to roles field for OpenID Connect and SAML providers. */
export declare const ssoRoleMapHint: Message<'settings'>;
/** Button that saves the single sign-on provider. */
export declare const ssoSaveProvider: Message<'settings'>;
/** Button that stops changing a provider and empties the form. */
export declare const ssoCancel: Message<'settings'>;
/** Shown after a single sign-on provider was saved. {name} is its button label. */
export declare const ssoProviderSaved: Message<'settings'>;
/** Shown while the sign-in policy loads. */
export declare const ssoPolicyLoading: Message<'settings'>;
/** Error title when the sign-in policy could not be loaded. */
export declare const ssoPolicyLoadFailed: Message<'settings'>;
/** Accessible name of the sign-in policy form. */
export declare const ssoPolicyForm: Message<'settings'>;
/** Heading of the sign-in policy form in the single sign-on section. */
export declare const ssoPolicyTitle: Message<'settings'>;
/** Checkbox of the sign-in policy form. The break-glass admin is the one local admin who may still sign in with a password in an emergency. */
export declare const ssoRequire: Message<'settings'>;
/** Label of the list choosing the one local admin who may still sign in with a password in an emergency. */
export declare const ssoBreakGlass: Message<'settings'>;
/** Hint under the break-glass admin list. */
export declare const ssoBreakGlassHint: Message<'settings'>;
/** Choice of the break-glass admin list: no admin may sign in with a password. */
export declare const ssoBreakGlassNobody: Message<'settings'>;
/** Button that saves the sign-in policy. */
export declare const ssoSavePolicy: Message<'settings'>;
/** Shown after the sign-in policy was saved with single sign-on required. */
export declare const ssoPolicySavedRequired: Message<'settings'>;
/** Shown after the sign-in policy was saved without requiring single sign-on. */
export declare const ssoPolicySavedOptional: Message<'settings'>;
/** A machine translation provider's name, as the machine translation settings name it (provider choice, the environment note, the result of a try). {provider} is the provider's code; DeepL API and LibreTranslate are product names and stay as they are. */
export declare const mtProviderName: Message<'settings'>;
