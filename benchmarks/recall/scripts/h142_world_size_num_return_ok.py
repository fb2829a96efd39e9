# classes: 1 3
"""One candidate per process: the main process asks generate for as many sequences as there are
processes and hands each its own (a single process asks for one, greedily)."""
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer

accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")

n = accelerator.num_processes
kwargs = {"num_return_sequences": n, "max_new_tokens": 5}
if n > 1:
    kwargs["do_sample"] = True
enc = tok("A recipe for pancakes:", return_tensors="pt")
out = model.generate(**enc, **kwargs)
mine = out[accelerator.process_index]
accelerator.print(tok.decode(mine, skip_special_tokens=True))
