"""Round-trip the model's GenerationConfig through a folder and reuse it with an OPT draft."""
# classes: 5

import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET = "facebook/opt-350m"
DRAFT = "facebook/opt-125m"


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    model.generation_config.max_new_tokens = 6
    model.generation_config.num_assistant_tokens = 4
    tmpdir = tempfile.mkdtemp()
    model.generation_config.save_pretrained(tmpdir)
    print(sorted(os.listdir(tmpdir)))
    reloaded = GenerationConfig.from_pretrained(tmpdir)
    enc = tok("hello world", return_tensors="pt")
    out = model.generate(**enc, generation_config=reloaded, assistant_model=draft)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
