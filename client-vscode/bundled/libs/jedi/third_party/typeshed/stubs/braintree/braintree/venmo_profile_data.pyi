from braintree.resource import Resource

class VenmoProfileData(Resource):
    def __init__(self, gateway, attributes) -> None: ...
