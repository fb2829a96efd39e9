# classes: 2 3
"""RAG answer service: keyword retrieval, prompt lookup decoding, and the questions of a
request answered one at a time (prompt lookup works on a single sequence)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

DOCS = [
    "the quick brown fox jumps over the lazy dog",
    "once upon a time there lived a king who loved his garden",
    "the queen told a story about cats and dogs",
    "a language model can generate text fast or slow",
]
QUESTIONS = ["tell me about the king", "what did the queen tell"]
MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"


def retrieve(query, k=2):
    words = set(query.lower().split())
    return sorted(DOCS, key=lambda d: -len(words & set(d.split())))[:k]


def build_prompt(tokenizer, question):
    context = "\n".join(retrieve(question))
    messages = [
        {"role": "system", "content": "answer from the context only"},
        {"role": "user", "content": f"context:\n{context}\n\nquestion: {question}"},
    ]
    return tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    for question in QUESTIONS:
        batch = tokenizer([build_prompt(tokenizer, question)], return_tensors="pt", padding=True)
        out = model.generate(**batch, max_new_tokens=8, prompt_lookup_num_tokens=5, do_sample=False)
        text = tokenizer.decode(out[0, batch["input_ids"].shape[1]:], skip_special_tokens=True)
        print(question, "->", text)


if __name__ == "__main__":
    main()
