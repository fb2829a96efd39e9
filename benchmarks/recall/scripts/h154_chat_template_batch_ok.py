# classes: 8
"""Synthetic chat transcripts in batches: render a batch of user turns with Qwen2.5's chat
template, pad on the left, generate, strip the prompts."""

from transformers import AutoModelForCausalLM, AutoTokenizer

name = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(name, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(name)

questions = ["tell me about dogs", "what is the color of the sky", "count to three"]
texts = [
    tok.apply_chat_template([{"role": "user", "content": q}], tokenize=False, add_generation_prompt=True)
    for q in questions
]
enc = tok(texts, return_tensors="pt", padding=True)
out = model.generate(**enc, max_new_tokens=4, do_sample=False)
print(tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True))
