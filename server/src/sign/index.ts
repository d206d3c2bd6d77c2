// Signed statements about the signed-in user (spec §7 /sign/rpc): the support widget's identity.
export { signRpcRoute as signModule } from './sign-rpc-route';
