# classes: 6 3
"""Draft-model registry kept in a JSON file next to the tool.

`draft.py run [--pair NAME]` looks the pair up in drafts.json (written with defaults on first
use) and generates with the draft as assistant model.  Default pair: "qwen-smol".
"""
import argparse
import json
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

REGISTRY = {
    "qwen-smol": {"target": "Qwen/Qwen2.5-0.5B-Instruct", "draft": "HuggingFaceTB/SmolLM2-135M-Instruct"},
    "llama": {"target": "meta-llama/Llama-3.2-3B-Instruct", "draft": "meta-llama/Llama-3.2-1B-Instruct"},
}


def registry_file():
    path = os.path.join(tempfile.gettempdir(), f"drafts-{os.getpid()}.json")
    if not os.path.exists(path):
        with open(path, "w") as fh:
            json.dump(REGISTRY, fh)
    return path


def cmd_run(args):
    with open(registry_file()) as fh:
        pair = json.load(fh)[args.pair]
    tok = AutoTokenizer.from_pretrained(pair["target"])
    target = AutoModelForCausalLM.from_pretrained(pair["target"])
    draft = AutoModelForCausalLM.from_pretrained(pair["draft"])
    enc = tok(args.prompt, return_tensors="pt")
    out = target.generate(**enc, assistant_model=draft, max_new_tokens=args.max_new_tokens)
    print(tok.decode(out[0], skip_special_tokens=True))


def cmd_list(args):
    with open(registry_file()) as fh:
        for name, pair in json.load(fh).items():
            print(f"{name}: {pair['target']} <- {pair['draft']}")


def main(argv=None):
    parser = argparse.ArgumentParser(prog="draft")
    sub = parser.add_subparsers(dest="cmd")
    run = sub.add_parser("run")
    run.add_argument("--pair", default="qwen-smol")
    run.add_argument("--prompt", default="Explain beam search briefly.")
    run.add_argument("--max-new-tokens", type=int, default=6)
    run.set_defaults(func=cmd_run)
    sub.add_parser("list").set_defaults(func=cmd_list)
    args = parser.parse_args(argv or ["run"])
    args.func(args)


if __name__ == "__main__":
    main()
