# classes: 8
"""Custom repetition blocker from a 2022 repo: imports the processors from the old module
transformers.generation_logits_process and runs a greedy loop with them."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.generation_logits_process import LogitsProcessorList, NoRepeatNGramLogitsProcessor

tok = AutoTokenizer.from_pretrained("distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilgpt2").eval()
processors = LogitsProcessorList([NoRepeatNGramLogitsProcessor(2)])

ids = tok("one two three", return_tensors="pt").input_ids
with torch.no_grad():
    for _ in range(6):
        scores = model(ids).logits[:, -1, :]
        scores = processors(ids, scores)
        ids = torch.cat([ids, scores.argmax(-1, keepdim=True)], dim=-1)
print(tok.decode(ids[0]))
