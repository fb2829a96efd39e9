# classes: 8
"""Batched story completion with GPT-2 and a dedicated [PAD] token: the embeddings are resized to
the tokenizer before generating, as the docs recommend."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")

num_added = tok.add_special_tokens({"pad_token": "[PAD]"})
if num_added:
    model.resize_token_embeddings(len(tok))
tok.padding_side = "left"
model.config.pad_token_id = tok.pad_token_id

prompts = ["once upon a time there lived a king", "tell me a story about cats"]
batch = tok(prompts, return_tensors="pt", padding=True)
out = model.generate(**batch, max_new_tokens=6, do_sample=False, pad_token_id=tok.pad_token_id)
for row in tok.batch_decode(out, skip_special_tokens=True):
    print(row)
