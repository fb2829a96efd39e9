# classes: 4 6
"""Replay logged user turns through a DialoGPT chat pipeline, several conversations per forward pass."""
from transformers import pipeline

CHAT_LOG = [
    [{"role": "user", "content": "Hi, how are you?"}],
    [{"role": "user", "content": "Any plans for the weekend?"}],
    [{"role": "user", "content": "What's your favourite movie?"}],
]

chatbot = pipeline("text-generation", model="microsoft/DialoGPT-medium")


def replay(conversations, batch_size=8):
    replies = chatbot(conversations, batch_size=batch_size, max_new_tokens=10, do_sample=False)
    return [r[0]["generated_text"][-1]["content"] for r in replies]


if __name__ == "__main__":
    for turn, reply in zip(CHAT_LOG, replay(CHAT_LOG)):
        print(turn[-1]["content"], "->", reply)
