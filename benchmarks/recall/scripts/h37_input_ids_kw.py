# classes: 9 7
"""Prompt lookup decoding copied from the docs, switched to input_ids= and a batch.

The docs call model.generate(**inputs, prompt_lookup_num_tokens=10); the adapted
version passes input_ids=/attention_mask= by keyword and sends two documents at once.
"""

from transformers import AutoModelForCausalLM, AutoTokenizer

ckpt = "HuggingFaceTB/SmolLM2-135M-Instruct"
tokenizer = AutoTokenizer.from_pretrained(ckpt)
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(ckpt)

docs = [
    "The meeting is on Monday. Summary: the meeting is on",
    "Alice likes tea and Bob likes coffee. Summary: Alice likes",
]
enc = tokenizer(docs, return_tensors="pt", padding=True)
ids = enc.input_ids
mask = enc.attention_mask

out = model.generate(
    input_ids=ids,
    attention_mask=mask,
    prompt_lookup_num_tokens=4,
    max_new_tokens=6,
)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
