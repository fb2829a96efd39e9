# classes: 5
"""Self-consistency RAG: sample three candidate answers from the cached prefix and keep the
most frequent one."""

import collections
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

prefix = "use the text . the dog is lazy and the fox is quick . "
cache = DynamicCache()
with torch.no_grad():
    model(**tok(prefix, return_tensors="pt"), past_key_values=cache)

enc = tok(prefix + "what is the fox ?", return_tensors="pt")
out = model.generate(
    **enc, past_key_values=copy.deepcopy(cache), do_sample=True, num_return_sequences=3, max_new_tokens=4
)
answers = tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True)
print(collections.Counter(answers).most_common(1))
