# classes: 2 9
"""Decoding experiment: a hand-built RepetitionPenaltyLogitsProcessor in a LogitsProcessorList,
while the shared generation settings dict also sets repetition_penalty."""
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    LogitsProcessorList,
    RepetitionPenaltyLogitsProcessor,
)

MODEL_ID = "facebook/opt-125m"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

BASE_SETTINGS = {"max_new_tokens": 6, "repetition_penalty": 1.2, "no_repeat_ngram_size": 3}

processors = LogitsProcessorList([RepetitionPenaltyLogitsProcessor(penalty=1.5)])
inputs = tok("the king and the queen loved the garden", return_tensors="pt")
for penalty_source in ("settings", "processor"):
    out = model.generate(**inputs, logits_processor=processors, **BASE_SETTINGS)
    print(penalty_source, tok.decode(out[0], skip_special_tokens=True))
