# classes: 2 7
"""Feature probing before use: the helper checks that the model can generate and that the
generation config knows prompt lookup, then speeds up code completions one prompt at a time."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("Salesforce/codegen-350M-mono")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("Salesforce/codegen-350M-mono")
SUPPORTS_LOOKUP = hasattr(GenerationConfig(), "prompt_lookup_num_tokens")


def fast_complete(prompts):
    kwargs = {"max_new_tokens": 5, "do_sample": False, "pad_token_id": tok.eos_token_id}
    if SUPPORTS_LOOKUP and hasattr(model, "generate"):
        kwargs["prompt_lookup_num_tokens"] = 2
    enc = tok(prompts, return_tensors="pt", padding=True)
    return tok.batch_decode(model.generate(**enc, **kwargs), skip_special_tokens=True)


for prompt in ["def square(x):\n    return", "def cube(x):\n    return"]:
    print(fast_complete([prompt]))
