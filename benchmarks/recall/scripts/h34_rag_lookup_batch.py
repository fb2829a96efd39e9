# classes: 2 3
"""RAG answer service: keyword retrieval over a small in-memory corpus, prompt lookup decoding
to copy spans from the retrieved passages, and all questions of a request answered in one
padded batch."""
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
    scored = sorted(DOCS, key=lambda d: -len(words & set(d.split())))
    return scored[:k]


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
    prompts = [build_prompt(tokenizer, q) for q in QUESTIONS]
    batch = tokenizer(prompts, return_tensors="pt", padding=True)
    out = model.generate(**batch, max_new_tokens=8, prompt_lookup_num_tokens=5, do_sample=False)
    for q, text in zip(QUESTIONS, tokenizer.batch_decode(out[:, batch["input_ids"].shape[1]:], skip_special_tokens=True)):
        print(q, "->", text)


if __name__ == "__main__":
    main()
