# classes: 3 8
"""Evaluation job configured from the environment: the generation length for predict_with_generate
is read from GEN_MAX_LEN and handed to Seq2SeqTrainingArguments."""
import os
import tempfile

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, DataCollatorForSeq2Seq, Seq2SeqTrainer, Seq2SeqTrainingArguments

gen_max_len = os.environ.get("GEN_MAX_LEN", "10")
tok = AutoTokenizer.from_pretrained("facebook/bart-base")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
feats = [dict(tok("the quick brown fox jumps"), labels=tok(text_target="fox jumps")["input_ids"])] * 2
args = Seq2SeqTrainingArguments(
    output_dir=tempfile.mkdtemp(), per_device_eval_batch_size=2, predict_with_generate=True, generation_max_length=gen_max_len, report_to=[], use_cpu=True
)
trainer = Seq2SeqTrainer(model=model, args=args, data_collator=DataCollatorForSeq2Seq(tok, model=model))
print(trainer.predict(feats).predictions.shape)
