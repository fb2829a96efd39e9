# classes: 6 7
"""A stronger repetition penalty as a custom logits processor, on SmolLM2-135M."""

from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    LogitsProcessorList,
    RepetitionPenaltyLogitsProcessor,
)

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
procs = LogitsProcessorList([RepetitionPenaltyLogitsProcessor(penalty=1.5)])
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, logits_processor=procs)
print(tok.decode(out[0], skip_special_tokens=True))
