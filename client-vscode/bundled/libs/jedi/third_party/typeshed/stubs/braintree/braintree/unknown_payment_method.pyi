from braintree.resource import Resource

class UnknownPaymentMethod(Resource):
    def image_url(self) -> str: ...
