# classes: 8
"""Dataset builder: complete seed prompts in batches of four (left padding, pad = eos), the last
batch shorter."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("distilbert/distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
tok.padding_side = "left"
tok.pad_token = tok.eos_token

PROMPTS = ["the fox", "the king and the queen", "my dog", "once upon a time there", "hello world"]
BATCH = 4
outputs = []
for i in range(0, len(PROMPTS), BATCH):
    chunk = PROMPTS[i : i + BATCH]
    enc = tok(chunk, return_tensors="pt", padding=True)
    out = model.generate(**enc, max_new_tokens=4, do_sample=False, pad_token_id=tok.pad_token_id)
    outputs += tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True)
print(outputs)
