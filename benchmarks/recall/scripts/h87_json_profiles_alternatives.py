# classes: 3 2
"""A RAG answer service with generation profiles kept as a JSON string: the "alternatives" profile
returns three candidate answers for a reranker; the request names its profile."""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PROFILES_JSON = """
{
  "default": {"max_new_tokens": 8, "do_sample": false},
  "creative": {"max_new_tokens": 8, "do_sample": true, "temperature": 0.9, "top_k": 40},
  "alternatives": {"max_new_tokens": 8, "num_return_sequences": 3, "no_repeat_ngram_size": 2}
}
"""
PROFILES = json.loads(PROFILES_JSON)
DOCS = [
    "the quick brown fox jumps over the lazy dog",
    "a king and a queen lived in a garden",
    "cats and dogs are not the same",
]

tokenizer = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")


def retrieve(question, k=2):
    words = set(question.split())
    return sorted(DOCS, key=lambda d: -len(words & set(d.split())))[:k]


def answer(question, profile="default"):
    context = "\n".join(retrieve(question))
    messages = [
        {"role": "system", "content": f"answer from the context:\n{context}"},
        {"role": "user", "content": question},
    ]
    ids = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
    with torch.no_grad():
        out = model.generate(ids, **PROFILES[profile])
    return tokenizer.batch_decode(out[:, ids.shape[-1]:], skip_special_tokens=True)


if __name__ == "__main__":
    print(answer("who lived in the garden"))
    print(answer("who lived in the garden", profile="alternatives"))
