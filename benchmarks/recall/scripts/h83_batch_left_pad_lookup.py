# classes: 2 8
"""Batch of completions padded on the left, sped up with prompt lookup decoding."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "Qwen/Qwen2.5-0.5B"
tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)

snippets = [
    "import os\n\ndef list_files(path):\n",
    "class Stack:\n    def __init__(self):\n",
    "def is_even(n):\n",
]
batch = tokenizer(snippets, return_tensors="pt", padding=True)
out = model.generate(**batch, max_new_tokens=8, prompt_lookup_num_tokens=4, do_sample=False)
for text in tokenizer.batch_decode(out, skip_special_tokens=True):
    print(text)
