# classes: 3 1
"""Assisted-generation runner with named profiles in a YAML file.

PROFILE (env, default "fast") picks the profile; the file is written to a temp dir if
missing.  The debug profile turns the cache off so that every step recomputes attention.
"""
import os
import tempfile

import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

PROFILES_YAML = """
fast:
  use_cache: true
  max_new_tokens: 8
debug:
  use_cache: false
  max_new_tokens: 4
"""


def profiles_path():
    path = os.environ.get("PROFILES_FILE") or os.path.join(tempfile.mkdtemp(), "profiles.yaml")
    if not os.path.exists(path):
        with open(path, "w") as fh:
            fh.write(PROFILES_YAML)
    return path


def main():
    with open(profiles_path()) as fh:
        profiles = yaml.safe_load(fh)
    profile = profiles[os.environ.get("PROFILE", "fast")]
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    enc = tok("Three tips for writing unit tests:", return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=draft,
        use_cache=profile["use_cache"],
        max_new_tokens=profile["max_new_tokens"],
    )
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
