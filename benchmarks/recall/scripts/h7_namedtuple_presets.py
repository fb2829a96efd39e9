"""Decoding presets as NamedTuples; a preset is derived with _replace() and run with a draft model."""
# classes: 3 7
from typing import NamedTuple

from transformers import AutoModelForCausalLM, AutoTokenizer


class Preset(NamedTuple):
    max_new_tokens: int = 6
    do_sample: bool = False
    num_return_sequences: int = 1
    use_cache: bool = True

    def as_kwargs(self):
        return self._asdict()


GREEDY = Preset()
BRAINSTORM = GREEDY._replace(do_sample=True, num_return_sequences=3)
PRESETS = {"greedy": GREEDY, "brainstorm": BRAINSTORM}


def load_pair(target_id, draft_id):
    tok = AutoTokenizer.from_pretrained(target_id)
    return tok, AutoModelForCausalLM.from_pretrained(target_id), AutoModelForCausalLM.from_pretrained(draft_id)


def main(preset_name="brainstorm"):
    tok, target, draft = load_pair("HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M")
    preset = PRESETS[preset_name]
    inputs = tok("three ideas for a story about a king", return_tensors="pt")
    out = target.generate(**inputs, assistant_model=draft, **preset.as_kwargs())
    for row in out:
        print(tok.decode(row, skip_special_tokens=True))


if __name__ == "__main__":
    main()
