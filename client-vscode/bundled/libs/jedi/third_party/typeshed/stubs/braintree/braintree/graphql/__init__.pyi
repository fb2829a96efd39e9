from braintree.graphql.enums import Recommendations as Recommendations, RecommendedPaymentOption as RecommendedPaymentOption
from braintree.graphql.inputs import (
    CreateCustomerSessionInput as CreateCustomerSessionInput,
    CustomerRecommendationsInput as CustomerRecommendationsInput,
    CustomerSessionInput as CustomerSessionInput,
    MonetaryAmountInput as MonetaryAmountInput,
    PayPalPayeeInput as PayPalPayeeInput,
    PayPalPurchaseUnitInput as PayPalPurchaseUnitInput,
    PhoneInput as PhoneInput,
    UpdateCustomerSessionInput as UpdateCustomerSessionInput,
)
from braintree.graphql.types import (
    CustomerRecommendationsPayload as CustomerRecommendationsPayload,
    PaymentOptions as PaymentOptions,
    PaymentRecommendation as PaymentRecommendation,
)
from braintree.graphql.unions import CustomerRecommendations as CustomerRecommendations
