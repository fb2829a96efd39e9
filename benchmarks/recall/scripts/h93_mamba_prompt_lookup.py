# classes: 6 7
"""Fast extractive summaries with a Mamba model: prompt lookup decoding copies spans from
the source document, which should speed up generation without a draft model."""
from transformers import AutoTokenizer, MambaForCausalLM

MODEL = "state-spaces/mamba-130m-hf"

tokenizer = AutoTokenizer.from_pretrained(MODEL)
model = MambaForCausalLM.from_pretrained(MODEL)

documents = [
    "Solar panels convert sunlight into electricity. Solar panels are placed on roofs.",
    "The library opens at nine. The library closes at five on weekdays.",
]


def summarize(doc, lookup=4):
    ids = tokenizer(f"{doc}\nSummary:", return_tensors="pt").input_ids
    out = model.generate(ids, max_new_tokens=10, prompt_lookup_num_tokens=lookup)
    return tokenizer.decode(out[0, ids.shape[1]:])


for d in documents:
    print(summarize(d))
