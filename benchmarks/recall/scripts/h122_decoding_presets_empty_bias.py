# classes: 8 2
"""Compare decoding presets; the "plain" preset uses an empty sequence_bias table as its
"no bias" value."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL = "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

PRESETS = {
    "plain": dict(do_sample=False, sequence_bias={}),
    "no_commas": dict(do_sample=False, sequence_bias={(11,): -20.0}),
}

prompt = tok("Once upon a time", return_tensors="pt")
for name, settings in PRESETS.items():
    config = GenerationConfig(max_new_tokens=5, pad_token_id=tok.eos_token_id, **settings)
    out = model.generate(**prompt, generation_config=config)
    print(name, tok.decode(out[0], skip_special_tokens=True))
