from braintree.graphql.types.customer_recommendations_payload import (
    CustomerRecommendationsPayload as CustomerRecommendationsPayload,
)
from braintree.graphql.types.payment_options import PaymentOptions as PaymentOptions
from braintree.graphql.types.payment_recommendation import PaymentRecommendation as PaymentRecommendation
