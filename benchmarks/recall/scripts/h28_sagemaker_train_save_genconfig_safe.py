# classes: 8 6 9
"""SageMaker training entry point that writes the serving folder, plus the model_fn that reads it (cache on).

The estimator passes hyperparameters as SM_HP_* env vars; SM_MODEL_DIR is where the
artifacts go. The generation defaults for the endpoint are saved with the weights.
"""
import json
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

BASE = "HuggingFaceTB/SmolLM2-135M"
HP = {
    "cache_implementation": os.environ.get("SM_HP_CACHE_IMPLEMENTATION", "static"),
    "use_cache": json.loads(os.environ.get("SM_HP_USE_CACHE", "true")),
    "max_new_tokens": int(os.environ.get("SM_HP_MAX_NEW_TOKENS", "8")),
}


def train(model_dir):
    tokenizer = AutoTokenizer.from_pretrained(BASE)
    model = AutoModelForCausalLM.from_pretrained(BASE)
    # (fine-tuning elided for the smoke test)
    model.generation_config = GenerationConfig(
        max_new_tokens=HP["max_new_tokens"],
        cache_implementation=HP["cache_implementation"],
        use_cache=HP["use_cache"],
        eos_token_id=tokenizer.eos_token_id,
    )
    model.save_pretrained(model_dir)
    tokenizer.save_pretrained(model_dir)


def model_fn(model_dir):
    return AutoModelForCausalLM.from_pretrained(model_dir), AutoTokenizer.from_pretrained(model_dir)


def predict_fn(data, model_and_tokenizer):
    model, tokenizer = model_and_tokenizer
    enc = tokenizer(data["inputs"], return_tensors="pt")
    out = model.generate(**enc)
    return tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    model_dir = os.environ.get("SM_MODEL_DIR") or tempfile.mkdtemp()
    train(model_dir)
    print(predict_fn({"inputs": "def add(a, b):"}, model_fn(model_dir)))
