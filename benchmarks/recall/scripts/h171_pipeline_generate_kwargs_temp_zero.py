# classes: 4 6
"""FAQ bot: a chat pipeline built once with the generation settings bundled in generate_kwargs."""
from transformers import pipeline

GENERATE_KWARGS = {"max_new_tokens": 5, "temperature": 0.0, "repetition_penalty": 1.1}

bot = pipeline("text-generation", model="Qwen/Qwen2-0.5B-Instruct")


def ask(question: str) -> str:
    chat = [{"role": "system", "content": "answer from the faq"}, {"role": "user", "content": question}]
    out = bot(chat, generate_kwargs=GENERATE_KWARGS)
    return out[0]["generated_text"][-1]["content"]


for q in ["how fast is the fox", "is the dog lazy"]:
    print(q, "=>", ask(q))
