# classes: 4 8
"""DialoGPT-style chat from a 2021 tutorial: the conversational pipeline and Conversation
objects."""
from transformers import Conversation, pipeline

chatbot = pipeline("conversational", model="microsoft/phi-2")
conversation = Conversation("hello , tell me a story about cats")
conversation = chatbot(conversation)
print(conversation.generated_responses[-1])
