# classes: 8 6
"""Naive RAG over GPT-2: every retrieved passage is stuffed into the prompt, with no
truncation; five long passages come back for this question."""

from transformers import AutoModelForCausalLM, AutoTokenizer


def retrieve(question, k=5):
    corpus = [" ".join(["the quick brown fox jumps over the lazy dog"] * 30) for _ in range(10)]
    return corpus[:k]


tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")

question = "what does the fox do ?"
prompt = "\n\n".join(retrieve(question)) + "\n\nquestion : " + question + "\nanswer :"
enc = tok(prompt, return_tensors="pt")
print("prompt tokens:", enc.input_ids.shape[1])
out = model.generate(**enc, max_new_tokens=20, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0, enc.input_ids.shape[1]:]))
