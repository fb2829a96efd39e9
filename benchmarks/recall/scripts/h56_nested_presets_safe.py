# classes: 2
# Decoding presets grouped by family; the assisted ones keep one sequence and the cache.
from transformers import AutoModelForCausalLM, AutoTokenizer

PRESETS = {
    "assisted": {
        "short": {"max_new_tokens": 3, "num_assistant_tokens": 2},
        "long": {"max_new_tokens": 6, "num_assistant_tokens": 5, "repetition_penalty": 1.1},
    },
    "plain": {
        "beam": {"max_new_tokens": 4, "num_beams": 2, "num_return_sequences": 2},
        "sample": {"max_new_tokens": 4, "do_sample": True, "num_return_sequences": 2},
    },
}

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
helper = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tokenizer("The weather today", return_tensors="pt")

for family, group in PRESETS.items():
    for name, preset in group.items():
        extra = {"assistant_model": helper} if family == "assisted" else {}
        out = model.generate(**enc, pad_token_id=tokenizer.eos_token_id, **preset, **extra)
        print(family, name, out.shape)
