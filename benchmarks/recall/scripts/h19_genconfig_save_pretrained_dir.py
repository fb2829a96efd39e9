# classes: 5 8
"""Export step writes a generation config folder; the serving step loads it and drafts with
a small Llama."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


def export_config(out_dir):
    cfg = GenerationConfig(max_new_tokens=6, cache_implementation="static")
    cfg.save_pretrained(out_dir)
    return out_dir


def serve(cfg_dir):
    tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
    gen_cfg = GenerationConfig.from_pretrained(cfg_dir)
    enc = tok("explain speculative decoding", return_tensors="pt")
    return tok.decode(model.generate(**enc, generation_config=gen_cfg, assistant_model=draft)[0])


if __name__ == "__main__":
    folder = export_config(os.path.join(os.getcwd(), "serving_config"))
    print(serve(folder))
