# classes: 7 6
"""A library installs a preset on the model with generation_config.update(**PRESET);
the caller switches sampling on only at the call."""

from transformers import AutoModelForCausalLM, AutoTokenizer

PRESET = {"max_new_tokens": 8, "num_return_sequences": 2, "top_k": 40}


def install_preset(model, preset=PRESET):
    unused = model.generation_config.update(**preset)
    if unused:
        print("ignored:", unused)
    return model


tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = install_preset(AutoModelForCausalLM.from_pretrained("microsoft/phi-2"))
enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(**enc, do_sample=True, temperature=0.9)
print(tok.batch_decode(out))
