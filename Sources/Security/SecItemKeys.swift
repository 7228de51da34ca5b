// Mirrors the Security framework's item attribute keys and values for generic passwords (iOS 17 SDK). Status:
// partial — generic passwords only; the other classes are accepted as keys and answered `errSecUnimplemented`.
import Foundation

/// https://developer.apple.com/documentation/security/ksecclass
public let kSecClass: CFString = "class"
/// https://developer.apple.com/documentation/security/ksecclassgenericpassword
public let kSecClassGenericPassword: CFString = "genp"
/// https://developer.apple.com/documentation/security/ksecclassinternetpassword (not simulated)
public let kSecClassInternetPassword: CFString = "inet"
/// https://developer.apple.com/documentation/security/ksecattrservice
public let kSecAttrService: CFString = "svce"
/// https://developer.apple.com/documentation/security/ksecattraccount
public let kSecAttrAccount: CFString = "acct"
/// https://developer.apple.com/documentation/security/ksecattrlabel
public let kSecAttrLabel: CFString = "labl"
/// https://developer.apple.com/documentation/security/ksecattraccessible (accepted; every item is accessible here)
public let kSecAttrAccessible: CFString = "pdmn"
/// https://developer.apple.com/documentation/security/ksecattraccessibleafterfirstunlock
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// https://developer.apple.com/documentation/security/ksecattraccessiblewhenunlocked
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// https://developer.apple.com/documentation/security/ksecvaluedata
public let kSecValueData: CFString = "v_Data"
/// https://developer.apple.com/documentation/security/ksecreturndata
public let kSecReturnData: CFString = "r_Data"
/// https://developer.apple.com/documentation/security/ksecreturnattributes
public let kSecReturnAttributes: CFString = "r_Attributes"
/// https://developer.apple.com/documentation/security/ksecmatchlimit
public let kSecMatchLimit: CFString = "m_Limit"
/// https://developer.apple.com/documentation/security/ksecmatchlimitone
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// https://developer.apple.com/documentation/security/ksecmatchlimitall
public let kSecMatchLimitAll: CFString = "m_LimitAll"

/// No error. https://developer.apple.com/documentation/security/errsecsuccess
public let errSecSuccess: OSStatus = 0
/// The specified item already exists in the keychain. https://developer.apple.com/documentation/security/errsecduplicateitem
public let errSecDuplicateItem: OSStatus = -25299
/// The specified item could not be found in the keychain. https://developer.apple.com/documentation/security/errsecitemnotfound
public let errSecItemNotFound: OSStatus = -25300
/// One or more parameters passed to a function were not valid. https://developer.apple.com/documentation/security/errsecparam
public let errSecParam: OSStatus = -50
/// Function or operation not implemented. https://developer.apple.com/documentation/security/errsecunimplemented
public let errSecUnimplemented: OSStatus = -4
/// Unable to write the keychain. https://developer.apple.com/documentation/security/errsecio
public let errSecIO: OSStatus = -36
