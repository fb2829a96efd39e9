# classes: 8
"""Batched story completion with GPT-2: the script gives the tokenizer a dedicated [PAD] token
(instead of reusing eos) and pads the batch on the left, but never resizes the embeddings."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")

tok.add_special_tokens({"pad_token": "[PAD]"})
tok.padding_side = "left"
model.config.pad_token_id = tok.pad_token_id

prompts = ["once upon a time there lived a king", "tell me a story about cats"]
batch = tok(prompts, return_tensors="pt", padding=True)
out = model.generate(**batch, max_new_tokens=6, do_sample=False, pad_token_id=tok.pad_token_id)
for row in tok.batch_decode(out, skip_special_tokens=True):
    print(row)
