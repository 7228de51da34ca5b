// Mirrors the Security framework's keychain item functions `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate`
// and `SecItemDelete` (iOS 17 SDK). Status: partial — generic passwords (`kSecClassGenericPassword`), keyed by
// service and account; any other class is answered `errSecUnimplemented`. Each is `@discardableResult`, as a C
// function Swift imports is.
import Foundation

/// Adds one or more items to a keychain: `errSecDuplicateItem` when an item with the same service and account
/// exists. https://developer.apple.com/documentation/security/secitemadd(_:_:)
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  let query = KeychainQuery(attributes)
  guard query.itemClass != nil else { return errSecParam }
  guard query.isGenericPassword else { return errSecUnimplemented }
  var items = Keychain.load()
  let item = Keychain.Item(service: query.service ?? "", account: query.account ?? "", label: query.label,
                           data: query.data ?? Data())
  if items.contains(where: { $0.service == item.service && $0.account == item.account }) { return errSecDuplicateItem }
  items.append(item)
  guard Keychain.save(items) else { return errSecIO }
  if let result { result.pointee = answer([item], query) }
  return errSecSuccess
}

/// Returns one or more keychain items that match a search query: `errSecItemNotFound` when none does.
/// https://developer.apple.com/documentation/security/secitemcopymatching(_:_:)
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  let query = KeychainQuery(query)
  guard query.itemClass != nil else { return errSecParam }
  guard query.isGenericPassword else { return errSecUnimplemented }
  let found = Keychain.load().filter(query.matches)
  guard !found.isEmpty else { return errSecItemNotFound }
  if let result { result.pointee = answer(query.matchAll ? found : [found[0]], query) }
  return errSecSuccess
}

/// Modifies items that match a search query: `errSecItemNotFound` when none does.
/// https://developer.apple.com/documentation/security/secitemupdate(_:_:)
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
  let query = KeychainQuery(query)
  let changes = KeychainQuery(attributesToUpdate)
  guard query.itemClass != nil else { return errSecParam }
  guard query.isGenericPassword else { return errSecUnimplemented }
  var items = Keychain.load()
  var found = false
  for index in items.indices where query.matches(items[index]) {
    found = true
    if let data = changes.data { items[index].data = data }
    if let label = changes.label { items[index].label = label }
    if let service = changes.service { items[index].service = service }
    if let account = changes.account { items[index].account = account }
  }
  guard found else { return errSecItemNotFound }
  return Keychain.save(items) ? errSecSuccess : errSecIO
}

/// Deletes items that match a search query: `errSecItemNotFound` when none does.
/// https://developer.apple.com/documentation/security/secitemdelete(_:)
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
  let query = KeychainQuery(query)
  guard query.itemClass != nil else { return errSecParam }
  guard query.isGenericPassword else { return errSecUnimplemented }
  let items = Keychain.load()
  let kept = items.filter { !query.matches($0) }
  guard kept.count < items.count else { return errSecItemNotFound }
  return Keychain.save(kept) ? errSecSuccess : errSecIO
}

/// What a call returns through `result`: the data, the attributes, or (for all matches) an array of them.
private func answer(_ items: [Keychain.Item], _ query: KeychainQuery) -> CFTypeRef? {
  guard query.returnData || query.returnAttributes else { return nil }
  let values: [AnyObject] = items.map { item in
    if query.returnAttributes {
      let attributes = NSMutableDictionary()
      attributes[kSecAttrService] = item.service
      attributes[kSecAttrAccount] = item.account
      if let label = item.label { attributes[kSecAttrLabel] = label }
      if query.returnData { attributes[kSecValueData] = item.data }
      return attributes
    }
    return NSData(data: item.data)
  }
  return query.matchAll ? NSArray(array: values) : values.first
}
