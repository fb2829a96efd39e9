# classes: 7
"""Pre-tokenized records (with their class label) padded by DataCollatorWithPadding; the model
completes each prompt."""
from torch.utils.data import DataLoader
from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorWithPadding

MODEL = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(MODEL)

raw = [("hello world", 0), ("tell me a story about dogs", 1), ("the king", 0), ("one two three four", 1)]
features = []
for text, label in raw:
    enc = tok(text)
    features.append({"input_ids": enc["input_ids"], "attention_mask": enc["attention_mask"], "label": label})

loader = DataLoader(features, batch_size=2, collate_fn=DataCollatorWithPadding(tok, return_tensors="pt"))
for batch in loader:
    out = model.generate(**batch, max_new_tokens=3, do_sample=False)
    print(tok.batch_decode(out, skip_special_tokens=True))
