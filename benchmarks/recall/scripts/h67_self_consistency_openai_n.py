# classes: 8 3
"""Self-consistency with a backend switch: the same request dict drives the API client and the local model."""
import json
import re

from transformers import AutoModelForCausalLM, AutoTokenizer

REQUEST = json.loads('{"temperature": 0.7, "top_p": 0.95, "n": 3, "max_tokens": 6}')
BACKEND = "local"

tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")


def to_hf(request):
    kwargs = dict(request)
    kwargs["max_new_tokens"] = kwargs.pop("max_tokens")
    kwargs["num_return_sequences"] = kwargs.get("n", 1)
    kwargs["do_sample"] = kwargs.get("temperature", 0) > 0
    return kwargs


def answers(question):
    if BACKEND != "local":
        raise NotImplementedError
    enc = tok(question, return_tensors="pt")
    out = model.generate(**enc, pad_token_id=tok.eos_token_id, **to_hf(REQUEST))
    texts = tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    return [m.group(0) if (m := re.search(r"-?\d+", t)) else None for t in texts]


print(answers("Q: 12 * 3 = ? A:"))
