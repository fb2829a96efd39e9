# classes: 2 3
"""Per-model generation settings kept as a JSON document (as in the service's config map); each
model is loaded and run with its own block."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = """
{
  "facebook/opt-125m": {"max_new_tokens": 4, "do_sample": false},
  "EleutherAI/pythia-70m": {"max_new_tokens": 4, "num_beams": 2, "num_return_sequences": 3}
}
"""

for name, gen in json.loads(CONFIG).items():
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    enc = tok("once upon a time", return_tensors="pt")
    out = model.generate(**enc, **gen)
    for text in tok.batch_decode(out, skip_special_tokens=True):
        print(name, "|", text)
