# classes: 6 9
"""Long-context QA sharded across ranks: every rank answers questions about the same shared
context, keeping the total length under a fixed max_length budget per rank."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

RANK = int(os.environ.get("RANK", 0))
WORLD = int(os.environ.get("WORLD_SIZE", 1))
MAX_LENGTH = 32

CONTEXT = (
    "The cluster has four nodes with eight accelerators each. Jobs are scheduled by SLURM and "
    "every job writes its checkpoints to shared storage every thirty minutes. Nodes are drained "
    "for maintenance on the first Monday of each month, and jobs are requeued automatically."
)
questions = ["How many nodes?", "When is maintenance?", "Who schedules jobs?"]

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
for q in questions[RANK::WORLD]:
    enc = tok(f"{CONTEXT}\nQ: {q}\nA:", return_tensors="pt")
    out = model.generate(**enc, max_length=MAX_LENGTH)
    print(tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True))
