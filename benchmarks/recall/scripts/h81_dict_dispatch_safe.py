# classes: 2 7
"""Dict dispatch of kwarg builders keyed by a mode string; every mode is checked into
the sweep, including beam search asking for as many sequences as it has beams."""

from transformers import AutoModelForCausalLM, AutoTokenizer


def _greedy(n):
    return dict(max_new_tokens=n)


def _beam(n):
    return dict(max_new_tokens=n, num_beams=3, num_return_sequences=3, early_stopping=True)


def _sample(n):
    return dict(max_new_tokens=n, do_sample=True, top_k=20, temperature=0.8, num_return_sequences=2)


def _lookup(n):
    return dict(max_new_tokens=n, prompt_lookup_num_tokens=3)


BUILDERS = {"greedy": _greedy, "beam": _beam, "sample": _sample, "lookup": _lookup}

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("tell me a story about cats and dogs", return_tensors="pt")

for mode in ("greedy", "beam", "sample", "lookup"):
    kwargs = BUILDERS[mode](8)
    out = model.generate(**enc, **kwargs)
    print(mode, out.shape)
