from braintree.resource import Resource

class OAuthAccessRevocation(Resource):
    def __init__(self, attributes) -> None: ...
