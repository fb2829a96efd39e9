# classes: 2
"""Batched RAG answers with left padding: one prompt per question, each with its own
retrieved passage."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("gpt2")

KB = {"fox": "the quick brown fox jumps over the lazy dog", "king": "once upon a time there lived a king"}
questions = ["what did the fox do", "who lived there king"]
prompts = [KB["fox" if "fox" in q else "king"] + " . " + q + " ?" for q in questions]
batch = tok(prompts, return_tensors="pt", padding=True)
out = model.generate(**batch, max_new_tokens=6, pad_token_id=tok.pad_token_id, do_sample=False)
print(tok.batch_decode(out[:, batch.input_ids.shape[1]:]))
