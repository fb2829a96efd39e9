# classes: 2 5
"""Pre-deployment smoke check: the golden generation config must load and decode.

Deploys read golden/generation.json; this check rebuilds it from the same dict, checks the
fields the serving layer depends on, then decodes once with the draft the service pairs
with the target. Any exception fails the deploy job.
"""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET = "openai-community/gpt2"
DRAFT = "distilbert/distilgpt2"

GOLDEN = {
    "max_new_tokens": 8,
    "do_sample": False,
    "num_beams": 1,
    "use_cache": True,
    "cache_implementation": "static",
    "repetition_penalty": 1.05,
}


def check_fields(config):
    assert config.max_new_tokens == GOLDEN["max_new_tokens"], "max_new_tokens drifted"
    assert config.num_beams == 1, "beam search is not served"
    assert config.use_cache, "the service needs the KV cache"


def smoke():
    config = GenerationConfig(**GOLDEN)
    check_fields(config)
    print(json.dumps(config.to_diff_dict(), sort_keys=True))

    tokenizer = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    inputs = tokenizer("Deployment smoke test:", return_tensors="pt")
    out = model.generate(
        **inputs,
        generation_config=config,
        assistant_model=draft,
        pad_token_id=tokenizer.eos_token_id,
    )
    assert out.shape[-1] > inputs["input_ids"].shape[-1], "nothing was generated"
    return tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print("golden config ok:", smoke())
