"""YAML profile file (yaml.safe_load) with several decoding profiles; the active one is picked by name."""
# classes: 2 9
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

PROFILES_YAML = """
active: creative
models:
  target: Qwen/Qwen2.5-1.5B-Instruct
  draft: Qwen/Qwen2.5-0.5B-Instruct
profiles:
  precise:
    do_sample: false
    max_new_tokens: 6
  creative:
    do_sample: true
    temperature: 0.9
    num_return_sequences: 2
    max_new_tokens: 6
"""


def load_profiles(text):
    data = yaml.safe_load(text)
    active = data["active"]
    return data["models"], data["profiles"][active], active


def main():
    models, profile, name = load_profiles(PROFILES_YAML)
    tok = AutoTokenizer.from_pretrained(models["target"])
    target = AutoModelForCausalLM.from_pretrained(models["target"])
    draft = AutoModelForCausalLM.from_pretrained(models["draft"])
    print(f"profile {name}: {profile}")
    batch = tok("tell me a story about cats", return_tensors="pt")
    outs = target.generate(**batch, assistant_model=draft, **profile)
    for o in outs:
        print(tok.decode(o, skip_special_tokens=True))


if __name__ == "__main__":
    main()
