"""DataLoader loops (core/loaders.py): the first batch's size decides HF106, and `len()` of the
script's Dataset classes."""

from __future__ import annotations

import pytest

from hflint.core.engine import Settings, analyze

import analysed

HEAD = (
    "from torch.utils.data import DataLoader, Dataset\n"
    "from tqdm import tqdm\n"
    "from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorWithPadding, default_data_collator\n"
    "tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "draft = AutoModelForCausalLM.from_pretrained('distilbert/distilgpt2')\n"
    "PROMPTS = ['a b a b', 'c d c d', 'e f e f']\n"
)


def _findings(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    hits = analysed.findings(HEAD + body, "script.py", release)
    offset = HEAD.count("\n")
    return [(f.span.line - offset, f.code, f.severity.value) for f in hits]


STRINGS = "for texts in {loader}:\n    model.generate(**tok(texts, return_tensors='pt', padding=True), assistant_model=draft)\n"


@pytest.mark.parametrize(
    ("loader", "expected"),
    [
        ("DataLoader(PROMPTS, batch_size=2)", [(2, "HF106", "error")]),
        ("DataLoader(PROMPTS, batch_size=8)", [(2, "HF106", "error")]),  # (a first batch of all three)
        ("DataLoader(PROMPTS[:1], batch_size=8)", []),
        ("DataLoader(PROMPTS, batch_size=1)", []),
        ("DataLoader(PROMPTS)", []),  # (batch_size defaults to 1)
        ("DataLoader(PROMPTS, batch_size=None)", []),  # (no batching: one string at a time)
        ("DataLoader(PROMPTS, 2, True)", [(2, "HF106", "error")]),
        ("DataLoader([], batch_size=2)", []),  # (no pass)
        ("tqdm(DataLoader(PROMPTS, batch_size=2))", [(2, "HF106", "error")]),
        ("DataLoader(PROMPTS, batch_sampler=sampler)", []),  # (the sampler decides: not followed)
        ("DataLoader(open('p.txt').read().split(), batch_size=2)", []),  # (unknown length: maybe one)
    ],
)
def test_first_batch_of_strings(loader, expected):
    assert _findings(STRINGS.format(loader=loader)) == expected


def test_a_dataset_class_with_len_and_a_collate_function():
    body = (
        "class Rows(Dataset):\n"
        "    def __init__(self, texts):\n"
        "        self.texts = list(texts)\n"
        "    def __len__(self):\n"
        "        return len(self.texts)\n"
        "    def __getitem__(self, i):\n"
        "        return self.texts[i]\n"
        "def collate(batch):\n"
        "    return tok([t.upper() for t in batch], return_tensors='pt', padding=True)\n"
        "print(len(Rows(PROMPTS)))\n"
        "for i, batch in enumerate(DataLoader(Rows(PROMPTS), batch_size=2, collate_fn=collate)):\n"
        "    model.generate(**batch, prompt_lookup_num_tokens=2)\n"
        "for batch in DataLoader(Rows(PROMPTS[:1]), batch_size=2, collate_fn=collate):\n"
        "    model.generate(**batch, prompt_lookup_num_tokens=2)\n"
    )
    assert _findings(body) == [(12, "HF106", "error")]


@pytest.mark.parametrize("collate", ["DataCollatorWithPadding(tok)", "default_data_collator"])
def test_transformers_collators_make_one_row_per_example(collate):
    body = (
        "feats = [tok(p) for p in PROMPTS]\n"
        f"for batch in DataLoader(feats, batch_size=2, collate_fn={collate}):\n"
        "    model.generate(input_ids=batch['input_ids'], assistant_model=draft)\n"
    )
    assert _findings(body) == [(3, "HF106", "error")]


def test_an_unknown_collate_function_says_nothing():
    body = (
        "import mylib\n"
        "for batch in DataLoader(PROMPTS, batch_size=2, collate_fn=mylib.collate):\n"
        "    model.generate(**batch, assistant_model=draft)\n"
    )
    assert _findings(body) == []


def test_a_progress_bar_over_a_list_walks_its_elements():
    body = (
        "MODES = [{'num_beams': 1}, {'num_beams': 2}]\n"
        "for mode in tqdm(MODES):\n"
        "    model.generate(**tok('a b a b', return_tensors='pt'), assistant_model=draft, **mode)\n"
    )
    result = analyze(HEAD + body, "script.py", Settings(transformers_version="5.23.0"))
    [finding] = result.findings
    # (beam search drops the assistant: HF109, named for the element that sets num_beams=2)
    assert (finding.code, "for element 2: assisted generation is silently not used" in finding.message) == ("HF109", True)
