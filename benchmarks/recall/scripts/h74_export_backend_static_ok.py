# classes: 7 5
"""Model-serving tool with pluggable backends chosen by name; the "executorch" backend
exports the model with a static cache after preparing its generation config, the "hf"
backend generates with the same request options."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
EXPORT_OPTIONS = {"batch_size": 1, "max_cache_len": 64}


def load(model_id: str):
    tokenizer = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
    return tokenizer, model


def backend_hf(model, tokenizer, prompt: str, options: dict):
    enc = tokenizer(prompt, return_tensors="pt")
    kwargs = {k: v for k, v in options.items() if v is not None}
    return tokenizer.decode(model.generate(**enc, **kwargs)[0])


def backend_executorch(model, tokenizer, prompt: str, options: dict):
    model.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        max_length=EXPORT_OPTIONS["max_cache_len"],
        cache_config={"batch_size": EXPORT_OPTIONS["batch_size"], "max_cache_len": EXPORT_OPTIONS["max_cache_len"]},
    )
    return convert_and_export_with_cache(model)


BACKENDS = {"hf": backend_hf, "executorch": backend_executorch}

if __name__ == "__main__":
    tokenizer, model = load(MODEL_ID)
    opts = {"max_new_tokens": 6, "do_sample": False, "top_p": None}
    for name in ("hf", "executorch"):
        result = BACKENDS[name](model, tokenizer, "hello world", opts)
        print(name, type(result).__name__)
